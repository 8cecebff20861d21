import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { LoginRequired } from '@app/shared/ui';
import { DISCOUNT_CODE_PARAM } from '@app/shared/values';
import { NAMESPACE } from '../../i18n';
import { Checkout } from './checkout';
import { OrderResult } from './order-result';

/** `/credits` and `/credits/{id}/{paymentmethod?}`; with `?order=` the way back from the PSP. */
export function CreditsPage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { id, paymentmethod } = useParams();
  const [search] = useSearchParams();
  if (!loggedIn) return <LoginRequired />;
  const orderId = Number(search.get('order'));
  const packageId = Number(id);
  return (
    <div className="container py-3" style={{ maxWidth: 960 }}>
      <h1 className="h3 mb-3">{t('credits.title')}</h1>
      {Number.isInteger(orderId) && orderId > 0 ? (
        <OrderResult orderId={orderId} />
      ) : (
        <Checkout
          key={`${id ?? ''}/${paymentmethod ?? ''}/${search.get('failed') ?? ''}`}
          initialPackage={Number.isInteger(packageId) && packageId > 0 ? packageId : null}
          initialMethod={paymentmethod}
          failedBefore={search.get('failed') === '1'}
          linkedCode={search.get(DISCOUNT_CODE_PARAM)}
        />
      )}
    </div>
  );
}

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { orderDescription } from '../../../src/domains/payments/service';

it("describes an order to the payer in their language (issue 49 §12: '100 credits' on a French page)", () => {
  assert.equal(
    orderDescription('Amora', { credits: 100, id: 7 }, 'fr'),
    'Amora – 100 crédits (#7)',
  );
  assert.equal(orderDescription('Amora', { credits: 1, id: 8 }, 'fr'), 'Amora – 1 crédit (#8)');
  assert.equal(
    orderDescription('Amora', { credits: 1000, id: 9 }, 'fr'),
    'Amora – 1\u202f000 crédits (#9)',
  );
  assert.equal(orderDescription('Amora', { credits: 1, id: 10 }, 'en'), 'Amora – 1 credit (#10)');
  assert.equal(
    orderDescription('Amora', { credits: 1000, id: 11 }, 'en'),
    'Amora – 1,000 credits (#11)',
  );
});

// Entry of the back-office host. Module Federation's async startup has already initialised the
// shared singletons (React, i18next, …) by the time this runs.
import './styles.scss';
import { bootstrap } from './app/bootstrap';

void bootstrap();

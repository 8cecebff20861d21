// Entry of the shell. Module Federation's async startup has already initialised the shared
// singletons (React, the store package, …) by the time this runs.
import './styles.scss';
import { bootstrap } from './app/bootstrap';

void bootstrap();

import { start } from './app/bootstrap';

void start(document.getElementById('root')!);

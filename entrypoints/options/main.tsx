import '@/utils/zod-setup';
import { render } from 'preact';
import '@/assets/ui.css';
import { Options } from './Options';

render(<Options />, document.getElementById('app')!);

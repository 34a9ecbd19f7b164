import '@/utils/zod-setup';
import { render } from 'preact';
import '@/assets/ui.css';
import './popup.css';
import { Popup } from './Popup';

render(<Popup />, document.getElementById('app')!);

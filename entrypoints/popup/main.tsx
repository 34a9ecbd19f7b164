import '@/utils/zod-setup';
import { render } from 'preact';
import '@/assets/ui.css';
import './popup.css';
import { localiseDocument } from '@/utils/i18n';
import { Popup } from './Popup';

localiseDocument(document);
render(<Popup />, document.getElementById('app')!);

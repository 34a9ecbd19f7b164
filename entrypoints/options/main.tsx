import '@/utils/zod-setup';
import { render } from 'preact';
import '@/assets/ui.css';
import { localiseDocument } from '@/utils/i18n';
import { Options } from './Options';

localiseDocument(document);
render(<Options />, document.getElementById('app')!);

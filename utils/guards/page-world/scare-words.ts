import { matchEnd } from './natives';

/**
 * What a tech-support scam says beside the number it wants called, in the languages Linkwise
 * speaks: an infection, a break-in, a block. Not "support" or a brand alone: a company's slides
 * end on its support line.
 * Read only when a page takes full screen again on the person's own key after they left it with
 * Esc (lock-watch.ts): a presentation says none of this; a locker says it with a number to call.
 */
const SCARE =
  /\b(virus|viren|vírus|malware|trojan|troyano|trojaner|spyware|ransomware|infect|infiz|hacked|gehackt|hackead|piratad|blocked|gesperrt|blockiert|bloquead|bloqué|suspended|suspendid|security (alert|warning)|sicherheitswarnung|alerta de seguridad|alerta de segurança)|فيروس|مخترق|محظور/i;
/** A number to call: nine digits or more, as people write them (spaces, dots, dashes, brackets). */
const PHONE = /\+?\(?\d(?:[\s().-]*\d){8,}/;

export const scares = (text: string) => matchEnd(SCARE, text) >= 0 && matchEnd(PHONE, text) >= 0;

import { describe, expect, it } from 'vitest';
import { scares } from '@/utils/guards/page-world/scare-words';
import { SCARE_TEXT } from '../emulator/locker-pages';

/**
 * What tells a locker's full screen from a presentation's once the person has left it with Esc
 * (lock-watch.ts): a threat beside a number to call.
 */
describe('scare words beside a number to call', () => {
  it('are what a tech-support scam shows', () => {
    expect(scares(SCARE_TEXT)).toBe(true);
    expect(scares('Ihr Computer ist mit einem Virus infiziert. Rufen Sie 0800 123 45 67 an.')).toBe(
      true,
    );
    expect(scares('Tu equipo ha sido bloqueado. Llama al (55) 1234-5678-90.')).toBe(true);
    expect(scares('تم اكتشاف فيروس على جهازك. اتصل بالرقم 8001234567')).toBe(true);
  });

  it('are not a company’s support line, a brand, or a threat with no number', () => {
    expect(scares('Questions? Our support line: +1 202 555 0199.')).toBe(false);
    expect(scares('Microsoft Teams — Apple Keynote — call 202 555 0199')).toBe(false);
    expect(scares('How antivirus software finds a virus: a lecture')).toBe(false);
    expect(scares('Slide 3 of 12: revenue grew 12 % to 4 500 000')).toBe(false);
  });
});

/**
 * Words a fake sign-in, payment or delivery page puts beside the name it imitates
 * (`chase-secure-login`, `amazon-parcel-delivery`, `irs-refund`, `allegro-payments`): what the
 * person is asked to do there, in the languages of the brand list's countries. A brand that is
 * also an everyday word (`chase`, `apple`, `steam`) counts only beside one of these; generic words
 * that sit in every kind of name (`app`, `web`, `online`, `my`, `mobile`) are not among them.
 * Plurals count as their word (`payments`).
 */
export const ACTION_WORDS: ReadonlySet<string> = new Set(
  [
    // English: accounts and sign-in
    'access account acc auth authenticate authorize authorization confirm confirmation id',
    'login logon signin signon signup register registration enroll enrollment enrolment password passcode pin recover recovery reset restore unlock',
    'locked lock suspended suspend suspension limited restricted disabled blocked',
    'secure sec security safety ssl verify verification verified validate validation',
    'update upgrade activate activation reactivate alert alerts notice notification warning info',
    'violation appeal copyright support helpdesk service services customer customers care',
    // English: money, prizes, parcels, tax and fines
    'bank banking card cards credit debit billing bill bills invoice payment pay paid payout',
    'refund rebate claim claims reward rewards prize bonus gift giveaway airdrop wallet',
    'withdraw withdrawal transfer transaction deposit loan fraud dispute',
    // English: what a wallet drainer asks a wallet to sign (connect, sync, mint, claim a drop)
    'connect sync rectify migrate migration mint stake staking swap presale whitelist dapp dapps',
    'nft nfts drop drops',
    'parcel parcels package delivery redelivery deliver shipment shipping tracking track',
    'customs duty reschedule tax taxes fine fines penalty toll tolls benefit pension',
    // German
    'konto anmelden anmeldung sicherheit verifizierung verifizieren bestaetigen bestaetigung',
    'zahlung rechnung kunden kundencenter kundenservice sperre gesperrt entsperren',
    'aktualisieren aktualisierung paket sendung zustellung zoll erstattung rueckerstattung steuer',
    // Spanish
    'cuenta acceso ingreso seguridad verificar verificacion confirmar pago pagos factura cliente',
    'clientes bloqueo bloqueada desbloquear actualizar actualizacion paquete envio entrega',
    'aduana reembolso devolucion impuestos multa banca',
    // Portuguese
    'conta seguranca verificacao pagamento fatura boleto bloqueio desbloqueio atualizacao',
    'atualizar acesso encomenda pacote taxa restituicao resgate pontos premio atendimento',
    // French
    'compte connexion securite confirmer paiement facture bloque deblocage colis livraison',
    'douane remboursement amende frais',
    // Italian
    'conto accesso sicurezza verifica conferma fattura bloccato sblocco aggiornamento pacco',
    'consegna spedizione rimborso',
    // Dutch
    'rekening inloggen beveiliging verificatie bevestigen betaling factuur klant geblokkeerd',
    'pakket bezorging terugbetaling boete',
    // Polish
    'logowanie bezpieczenstwo weryfikacja potwierdz platnosc platnosci klient blokada paczka',
    'przesylka dostawa doplata zwrot',
    // Indonesian and Malay (phishing for banks and wallets in Southeast Asia)
    'akun verifikasi konfirmasi pembayaran hadiah blokir pemblokiran pembatalan',
    // Checking and cancelling what the message says happened
    'check cancel cancellation unusual activity',
  ]
    .join(' ')
    .split(' '),
);

/** `token` as an action word, or one inflected (`payments`, `secured`, `billing`, `updating`). */
function isInflected(token: string): boolean {
  if (ACTION_WORDS.has(token)) return true;
  if (token.length >= 3 && token.endsWith('s') && ACTION_WORDS.has(token.slice(0, -1))) return true;
  for (const ending of ['ed', 'ing']) {
    if (token.length - ending.length < 2 || !token.endsWith(ending)) continue;
    const base = token.slice(0, -ending.length);
    if (ACTION_WORDS.has(base) || ACTION_WORDS.has(`${base}e`)) return true;
  }
  return false;
}

/** An action word undone or done again is one too: `unverified`, `deregister`, `relogin`. */
function isOneActionWord(token: string): boolean {
  if (token.length < 2) return false;
  if (isInflected(token)) return true;
  const prefix = /^(un|de|re)[a-z]{4}/.test(token);
  return prefix && isInflected(token.slice(2));
}

/** The longest run an action word can take in a name: the longest word, prefixed and inflected. */
const LONGEST_ACTION = Math.max(...[...ACTION_WORDS].map((word) => word.length)) + 5;

/**
 * Whether a word of a host's name is about signing in, paying or delivering: an action word,
 * inflected (`payments`, `secured`, `billing`), or several run together (`paymentrestore`,
 * `updateunlock`).
 */
export function isActionWord(word: string): boolean {
  const token = word.replace(/[0-9]+/g, '');
  if (isOneActionWord(token)) return true;
  // Run together: every split point reached by action words of 3 letters or more, or by words
  // that add nothing (`webappinfo`: web, app, info), from the points already reached; a point
  // reached through an action word is marked 2, through those words alone 1.
  const reached: number[] = [1];
  for (let start = 0; start < token.length; start++) {
    const before = reached[start];
    if (!before) continue;
    for (let end = start + 2; end <= Math.min(token.length, start + LONGEST_ACTION); end++) {
      const part = token.slice(start, end);
      const after =
        part.length >= 3 && isOneActionWord(part) ? 2 : FILLER_WORDS.has(part) ? before : 0;
      if (after > (reached[end] ?? 0)) reached[end] = after;
    }
  }
  return reached[token.length] === 2;
}

/**
 * Short words run together with a brand without changing who it claims to be: `mynetflix`,
 * `thepaypal`, `paypalapp`, a brand's network `optusnet`. The brand counts as written; these
 * count as no other word.
 */
export const GLUE_WORDS: readonly string[] = [
  'my',
  'the',
  'get',
  'go',
  'app',
  'online',
  'id',
  'net',
];

/**
 * Words that add nothing when run together with action words (`webappinfo`, `mobileverify`,
 * `myaccount`, `yourparcel`): such a run is about signing in all the same.
 */
const FILLER_WORDS: ReadonlySet<string> = new Set([...GLUE_WORDS, 'web', 'www', 'mobile', 'your']);

/** `text` as a regular expression that matches it and nothing else (its special characters escaped). */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

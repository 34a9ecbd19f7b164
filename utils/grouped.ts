/**
 * Adds `value` to the list `lists` keeps under `key`, starting one if there is none. The list
 * grows where it is: a copy of it for each value added would cost its length every time.
 */
export function addTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

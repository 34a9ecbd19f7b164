/**
 * The page's own functions as the browser made them, taken when this frame's guard starts: at
 * `document_start`, before any of the page's scripts exist. A page that later replaces
 * `RegExp.prototype.exec`, a getter of `DOMRect` or `Promise.prototype.then` changes what its
 * own code sees, not what the guard reads: every call below goes through `Reflect.apply` on a
 * function taken here (uBlock Origin's scriptlets do the same, `safe-self.js`).
 */

type AnyFunction = (...args: never[]) => unknown;

const { apply, getOwnPropertyDescriptor } = Reflect;

/** Calls a native taken here on `self`: never through a property the page can reach. */
export const call = <T = unknown>(native: unknown, self: unknown, args: ArrayLike<unknown> = []) =>
  apply(native as AnyFunction, self, args as never[]) as T;

/** A prototype's own method, or a getter's function (`get` true), as it is now. */
function own(owner: unknown, name: string, get?: boolean): unknown {
  const descriptor = owner ? getOwnPropertyDescriptor(owner as object, name) : undefined;
  return descriptor && (get ? descriptor.get : descriptor.value);
}

const proto = (name: string): unknown =>
  (globalThis as unknown as Record<string, { prototype?: unknown } | undefined>)[name]?.prototype;

/** `name` of the interface `type`'s prototype: a method, or with `get` a getter. */
export const native = (type: string, name: string, get?: boolean) => own(proto(type), name, get);

/** A getter of the window itself (`scrollY`, `event`), taken now. */
export const windowGetter = (name: string) => own(globalThis, name, true);

const exec = native('RegExp', 'exec');

/**
 * Where `pattern` first matches `text` (the index just past it), or -1: the native `exec`, which
 * reads nothing of the page's (a never-global pattern's `lastIndex` plays no part).
 */
export const matchEnd = (pattern: RegExp, text: string): number => {
  const found = call<{ index: number; 0: string } | null>(exec, pattern, [text]);
  return found ? found.index + found[0].length : -1;
};

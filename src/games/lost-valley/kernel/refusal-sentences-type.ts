/**
 * The values a refusal's sentence reads (the marker, the cost, the mode…): what its message
 * interpolates, passed beside the refusal's data.
 *
 * @example
 * const args: RefusalArgs = { draw: 2 };
 * @internal
 */
export type RefusalArgs = Readonly<Record<string, unknown>>;

/**
 * English words of Lost Valley's refusals, by refusal key: the code's tail (`no-water` for
 * `lost-valley/no-water`), with `#` and a name where one code has several messages. A plain
 * sentence, or a sentence built from the refusal's {@link RefusalArgs}.
 *
 * @example
 * const sentences: RefusalSentences = { 'no-water': 'River gold can only be dug where there is water.' };
 * @internal
 */
export type RefusalSentences = Readonly<Record<string, string | ((args: RefusalArgs) => string)>>;

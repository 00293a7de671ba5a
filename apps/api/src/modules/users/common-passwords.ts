/**
 * Words that top the leaked-password lists (global and Turkish), checked after the spec's composition rules: a
 * password made of one of them plus digits or symbols ('Password123!', 'Galatasaray1905') is refused. An offline
 * list: no breached-password service is reachable from here.
 */
export const COMMON_PASSWORD_WORDS = new Set([
  'password', 'passw0rd', 'pass', 'parola', 'sifre', 'şifre', 'qwerty', 'qwertyuiop', 'asdasd', 'asdfgh', 'zxcvbn',
  'abc', 'abcdef', 'admin', 'administrator', 'root', 'user', 'login', 'welcome', 'letmein', 'iloveyou', 'seviyorum',
  'sunshine', 'monkey', 'dragon', 'football', 'baseball', 'soccer', 'master', 'superman', 'batman', 'trustno',
  'princess', 'shadow', 'michael', 'jennifer', 'charlie', 'jordan', 'hello', 'merhaba', 'freedom', 'whatever',
  'starwars', 'pokemon', 'computer', 'internet', 'secret', 'changeme', 'default', 'test', 'guest', 'galatasaray',
  'fenerbahce', 'fenerbahçe', 'besiktas', 'beşiktaş', 'trabzonspor', 'bursaspor', 'istanbul', 'ankara', 'izmir',
  'turkiye', 'türkiye', 'turkey', 'ataturk', 'atatürk', 'kahve', 'coffee', 'harman', 'harmankahve', 'aaaaaa',
  'qazwsx', 'mustafa', 'mehmet', 'ahmet', 'ayse', 'ayşe', 'fatma', 'emre', 'murat', 'ali', 'zeynep', 'elif',
]);

const TRAILING_NOISE = /[\p{N}\p{P}\p{S}\s]+$/u;
const LEADING_NOISE = /^[\p{N}\p{P}\p{S}\s]+/u;

/** True when the password is a common word dressed up, or contains the account's own name or address. */
export function isCommonPassword(password: string, contextWords: readonly string[] = []): boolean {
  const lowered = password.toLocaleLowerCase('tr').normalize('NFKC');
  const core = lowered.replace(TRAILING_NOISE, '').replace(LEADING_NOISE, '');
  if (core.length === 0 || COMMON_PASSWORD_WORDS.has(core)) return true;
  if (/^(.)\1+$/u.test(core) || /^(0?1?2?3?4?5?6?7?8?9?)$/.test(core)) return true;
  return contextWords.some((word) => word.length >= 4 && lowered.includes(word.toLocaleLowerCase('tr')));
}

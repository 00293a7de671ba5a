// The federation runtime's `satisfy(version, range)` parses the range with a dozen freshly built regular
// expressions on every call, and a page start calls it for every shared module of the shell and of each
// remote: ~25 ms of main thread at 1× CPU (~100 ms on Lighthouse's phone). The answer for a (version, range)
// pair never changes, so it is computed once. Swapped in for the runtime's own module by federation.ts.
import { satisfy as parseAndSatisfy } from 'harman-mf-semver-original';

const answers = new Map();

export function satisfy(version, range) {
  const key = `${version} ${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = parseAndSatisfy(version, range);
    answers.set(key, answer);
  }
  return answer;
}

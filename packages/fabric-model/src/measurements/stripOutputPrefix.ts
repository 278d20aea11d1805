const MPI_TAG = /^\[\d{1,7},\d{1,7}\]<std(?:out|err)>:/;
const SRUN_LABEL = /^\s{0,8}\d{1,7}: /;
const BLOCKQUOTE = /^\s{0,3}>\s?/;

/**
 * Remove the decorations launchers and documents add in front of tool output lines: Open MPI's
 * `--tag-output` prefix (`[1,0]<stdout>:`), Slurm's `srun --label` prefix (`3: `) and a Markdown
 * block-quote marker (`> `). Indentation is left for the caller to trim. Linear time; lines that
 * cannot carry a prefix are returned untouched without running any pattern.
 * @example stripOutputPrefix("[1,0]<stdout>:# Avg bus bandwidth : 1.5") // "# Avg bus bandwidth : 1.5"
 */
export function stripOutputPrefix(line: string): string {
  let rest = line;
  if (rest.charCodeAt(0) === 91 /* [ */ && rest.charCodeAt(1) !== 32) rest = rest.replace(MPI_TAG, "");
  let i = 0;
  while (i < 8 && (rest.charCodeAt(i) === 32 || rest.charCodeAt(i) === 9)) i++;
  const first = rest.charCodeAt(i);
  if (first >= 48 && first <= 57) {
    const colon = rest.indexOf(": ", i);
    if (colon > 0 && colon <= i + 7) rest = rest.replace(SRUN_LABEL, "");
  } else if (first === 62 /* > */) {
    rest = rest.replace(BLOCKQUOTE, "");
  }
  return rest;
}

const MPI_TAG = /^\[\d{1,7},\d{1,7}\]<std(?:out|err)>:/;
const SRUN_LABEL = /^\s{0,8}\d{1,7}: /;
const BLOCKQUOTE = /^\s{0,3}>\s?/;

/**
 * Remove the decorations launchers and documents add in front of tool output lines: Open MPI's
 * `--tag-output` prefix (`[1,0]<stdout>:`), Slurm's `srun --label` prefix (`3: `) and a Markdown
 * block-quote marker (`> `). Indentation is left for the caller to trim. Linear time.
 * @example stripOutputPrefix("[1,0]<stdout>:# Avg bus bandwidth : 1.5") // "# Avg bus bandwidth : 1.5"
 */
export function stripOutputPrefix(line: string): string {
  let rest = line.replace(MPI_TAG, "");
  rest = rest.replace(SRUN_LABEL, "");
  return rest.replace(BLOCKQUOTE, "");
}

// The owner commands' `--password` argument: `-` reads it from standard input, so it stays out of the
// shell's history and the process list.
export async function passwordFrom(argument: string): Promise<string> {
  if (argument !== '-') return argument;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

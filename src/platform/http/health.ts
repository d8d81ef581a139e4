import { getPool } from '../db/client.ts';

export async function databaseAnswers(): Promise<boolean> {
  try {
    await getPool().query('select 1');
    return true;
  } catch {
    return false;
  }
}

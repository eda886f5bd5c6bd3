import pg from 'pg';

/** A connection to the server's maintenance database, for CREATE/DROP DATABASE. */
export async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export async function postgresReachable(url: string): Promise<boolean> {
  try {
    const client = await adminClient(url);
    await client.end();
    return true;
  } catch {
    return false;
  }
}

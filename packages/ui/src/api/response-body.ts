/** A response's body: its JSON, its text when it is not JSON, undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a read answered, its body read once. */
export interface ReadAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

export async function answerOf(response: Response): Promise<ReadAnswer> {
  return { ok: response.ok, status: response.status, body: await readBody(response) };
}

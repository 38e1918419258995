/**
 * `TENON_TOPIC_NAMESPACE` (default empty) prefixes every Kafka topic a process subscribes to and sends to, so an
 * integration run gets request, reply and event topics of its own beside a running product stack. Read from the
 * process environment when a topic is used, so a test sets it before it starts its services.
 */
export function topicNamespace(env: NodeJS.ProcessEnv = process.env): string {
  return env.TENON_TOPIC_NAMESPACE?.trim() ?? '';
}

/** The topic as it exists on the broker. */
export function namespacedTopic(topic: string, env: NodeJS.ProcessEnv = process.env): string {
  const namespace = topicNamespace(env);
  return namespace === '' ? topic : `${namespace}.${topic}`;
}

/** The topic as handlers and contracts name it. */
export function bareTopic(topic: string, env: NodeJS.ProcessEnv = process.env): string {
  const namespace = topicNamespace(env);
  return namespace !== '' && topic.startsWith(`${namespace}.`) ? topic.slice(namespace.length + 1) : topic;
}

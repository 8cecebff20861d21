import type { Config } from './config';

/** The parts a running node is made of, for its start line and its operator. */
export function deploymentParts(config: Config) {
  return {
    mode: config.mode,
    database: config.databaseUrl
      ? `PostgreSQL (${redactUrl(config.databaseUrl)})`
      : `SQLite (${config.sqliteFile})`,
    mail: config.smtpUrl ? `SMTP (${redactUrl(config.smtpUrl)})` : 'outbox',
    sms: config.smsGateway ? `gateway (${redactUrl(config.smsGateway.url)})` : 'outbox',
    payments:
      config.payments.provider === 'mollie'
        ? 'Mollie'
        : config.testPayments
          ? 'sandbox (test payments, nothing is charged)'
          : 'sandbox',
    photos: config.s3 ? `S3 bucket ${config.s3.bucket}` : `disk (${config.uploadsDir})`,
    remoteBuilds:
      config.remotesStore === 's3'
        ? 'S3'
        : config.remotesStore === 'database'
          ? 'database'
          : `disk (${config.remotesDir})`,
    events: config.redisUrl ? `Redis (${redactUrl(config.redisUrl)})` : 'in-process',
    demoData: config.seedDemo,
  };
}

/** What `npm start` prints once the server listens: which mode, which parts, where. */
export function startBanner(config: Config, url: string, port: number): string {
  const parts = deploymentParts(config);
  const lines = [
    `Amora is running in ${config.mode.toUpperCase()} mode at ${url}`,
    `  listening ${config.host}:${port}`,
    ...(config.mode === 'demo'
      ? [
          '  demo: demo data, mail and SMS kept in the outbox (/outbox, this machine only), sandbox payments',
        ]
      : []),
    `  database  ${parts.database}`,
    `  mail      ${parts.mail}`,
    `  SMS       ${parts.sms}`,
    `  payments  ${parts.payments}`,
    `  photos    ${parts.photos}`,
    `  remotes   ${parts.remoteBuilds}`,
    `  events    ${parts.events}`,
  ];
  return lines.join('\n');
}

/** A URL without its password: enough to tell which server, nothing to log in with. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    url.search = '';
    return url.toString();
  } catch {
    return '(unreadable URL)';
  }
}

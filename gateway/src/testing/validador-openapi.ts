import { spawnSync } from 'node:child_process';

/**
 * Validates a document as OpenAPI (3.1 here) with @seriousme/openapi-schema-validator. The validator
 * is an ES module; it runs in its own node process, reading the document on stdin.
 */
export function validarOpenApi(documento: unknown): { valid: boolean; errors: unknown[]; version: string; stderr: string } {
  const codigo = `import { Validator } from '@seriousme/openapi-schema-validator';
    let t = ''; for await (const c of process.stdin) t += c;
    const v = new Validator(); const r = await v.validate(JSON.parse(t));
    console.log(JSON.stringify({ valid: r.valid, errors: r.errors ?? [], version: v.version }));`;
  const p = spawnSync(process.execPath, ['--input-type=module', '-e', codigo], { input: JSON.stringify(documento), cwd: __dirname, encoding: 'utf8' });
  return { ...JSON.parse(p.stdout), stderr: p.stderr };
}

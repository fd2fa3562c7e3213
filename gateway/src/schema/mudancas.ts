import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { RAIZ } from '../config';
import { ARQUIVO_SCHEMA } from './emit';

/**
 * The breaking-change check of `npm test` (docs/api.md): schema.graphql is compared, with
 * graphql-inspector's diff, to its last committed version (HEAD's when the working copy changed it,
 * else the one before the last commit that changed it). Every breaking change must be recorded in
 * docs/api-changelog.md, by its coordinate in backquotes (e.g. `Mutation.cancelarResgate`): a
 * coordinate or any of its parents counts. With --registrar, the missing ones are appended under
 * "Não publicado", for the author to explain.
 */

export const ARQUIVO_CHANGELOG = path.join(RAIZ, 'docs', 'api-changelog.md');

const git = (...args: string[]) => execFileSync('git', args, { cwd: RAIZ, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The committed schema to compare with, or null when the history cannot say (a shallow clone). */
export function schemaAnterior(): { sdl: string; origem: string } | null {
  const relativo = path.relative(RAIZ, ARQUIVO_SCHEMA);
  try {
    const noHead = git('show', `HEAD:${relativo}`);
    if (noHead !== fs.readFileSync(ARQUIVO_SCHEMA, 'utf8')) return { sdl: noHead, origem: 'HEAD' };
    const ultimo = git('log', '-1', '--format=%H', '--', relativo).trim();
    if (!ultimo) return null;
    return { sdl: git('show', `${ultimo}^:${relativo}`), origem: `${ultimo.slice(0, 10)}^` };
  } catch {
    return null;
  }
}

export async function mudancasIncompativeis(anterior: string, atual: string): Promise<{ caminho: string; mensagem: string }[]> {
  const mudancas = await diff(buildSchema(anterior), buildSchema(atual));
  return mudancas.filter((m) => m.criticality.level === CriticalityLevel.Breaking).map((m) => ({ caminho: m.path ?? m.message, mensagem: m.message }));
}

/** A change is recorded when the changelog names its coordinate or a parent of it. */
export function registrada(caminho: string, changelog: string): boolean {
  const partes = caminho.split('.');
  return partes.some((_p, i) => changelog.includes(`\`${partes.slice(0, i + 1).join('.')}\``));
}

async function principal() {
  // --desde=<commit> compares with that commit's schema instead (to record a series of changes at once).
  const desde = process.argv.find((a) => a.startsWith('--desde='))?.slice('--desde='.length);
  const anterior = desde ? { sdl: git('show', `${desde}:${path.relative(RAIZ, ARQUIVO_SCHEMA)}`), origem: desde } : schemaAnterior();
  if (!anterior) {
    console.log('Sem versão anterior de schema.graphql no histórico: nada a comparar.');
    return;
  }
  const changelog = fs.existsSync(ARQUIVO_CHANGELOG) ? fs.readFileSync(ARQUIVO_CHANGELOG, 'utf8') : '# Mudanças da API\n';
  const quebras = await mudancasIncompativeis(anterior.sdl, fs.readFileSync(ARQUIVO_SCHEMA, 'utf8'));
  const faltando = quebras.filter((q) => !registrada(q.caminho, changelog));
  if (process.argv.includes('--registrar') && faltando.length) {
    const cabecalho = '## Não publicado';
    // One line per type or root field (`Mutation.resgatar`), with what changed in it.
    const porPai = new Map<string, string[]>();
    for (const q of faltando) {
      const pai = q.caminho.split('.').slice(0, 2).join('.');
      porPai.set(pai, [...(porPai.get(pai) ?? []), q.mensagem]);
    }
    const linhas = [...porPai].map(([pai, ms]) => `- \`${pai}\`: ${ms.join('; ')}`).join('\n');
    const novo = changelog.includes(cabecalho)
      ? changelog.replace(cabecalho, `${cabecalho}\n\n${linhas}`)
      : `${changelog.trimEnd()}\n\n${cabecalho}\n\n${linhas}\n`;
    fs.writeFileSync(ARQUIVO_CHANGELOG, novo);
    console.log(`${faltando.length} mudanças incompatíveis registradas em docs/api-changelog.md: explique-as.`);
    return;
  }
  if (faltando.length) {
    console.error(`Mudanças incompatíveis no schema GraphQL (comparado com ${anterior.origem}) sem registro em docs/api-changelog.md:`);
    for (const q of faltando.slice(0, 50)) console.error(`  - ${q.caminho}: ${q.mensagem}`);
    if (faltando.length > 50) console.error(`  … e mais ${faltando.length - 50}.`);
    console.error('Registre-as (npm run schema -- --registrar acrescenta a lista) ou desfaça a mudança.');
    process.exitCode = 1;
    return;
  }
  console.log(`Schema GraphQL: ${quebras.length} mudanças incompatíveis desde ${anterior.origem}, todas registradas.`);
}

if (require.main === module) principal();

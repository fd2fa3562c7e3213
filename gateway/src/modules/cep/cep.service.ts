import { RequestContext } from '../../core/context';
import { CodigoErro, ErroApp, naoEncontrado } from '../../core/errors';
import { logger } from '../../core/logger';
import { config } from '../../runtime';
import { EnderecoDTO } from './cep.types';
import { MENSAGENS } from '@sw/common';

export const MENSAGEM_CEP_INDISPONIVEL = 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.';

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Postal-code lookup through the configured provider (ViaCEP's format: {logradouro, bairro,
 * localidade, uf, complemento} or {erro: true}). Unknown CEP → 404 'CEP inválido'; provider down or
 * slow → 503, so the screen lets the user type the address instead of clearing it.
 */
export async function consultar(ctx: RequestContext, cep: string): Promise<EnderecoDTO> {
  const { provedorUrl, timeoutMs } = config().cep;
  let corpo: Record<string, unknown>;
  try {
    const resposta = await fetch(provedorUrl.replace('{cep}', cep), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (resposta.status === 400 || resposta.status === 404) throw naoEncontrado(MENSAGENS.cepInvalido);
    if (!resposta.ok) throw new Error(`provedor respondeu ${resposta.status}`);
    corpo = (await resposta.json()) as Record<string, unknown>;
  } catch (e) {
    if (e instanceof ErroApp) throw e;
    logger.warn({ requestId: ctx.requestId, err: e }, 'serviço de CEP indisponível');
    throw new ErroApp(CodigoErro.Indisponivel, MENSAGEM_CEP_INDISPONIVEL);
  }
  if (!corpo || typeof corpo !== 'object' || corpo.erro) throw naoEncontrado(MENSAGENS.cepInvalido);
  const uf = texto(corpo.uf).toUpperCase().slice(0, 2);
  return {
    cep,
    logradouro: texto(corpo.logradouro),
    complemento: texto(corpo.complemento),
    bairro: texto(corpo.bairro),
    localidade: texto(corpo.localidade),
    uf,
  };
}

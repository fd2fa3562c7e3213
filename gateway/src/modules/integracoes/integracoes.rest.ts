import { RotasApi } from '../../core/http';
import * as chaves from './chaves.service';
import * as esquemas from './integracoes.esquemas';
import * as plataforma from './plataforma.service';
import * as respostas from './integracoes.respostas';

/** Integrator API keys (panel, role 2), the integrators' credit call and the member's platform points. */
export function rotasIntegracoes(api: RotasApi) {
  api.get(
    '/integracoes/chaves',
    'integracoes.chaves.listar',
    { resposta: respostas.chaves, resumo: 'As chaves de API dos integradores, ativas primeiro.' },
    async (ctx) => ({
      chaves: await chaves.listarChaves(ctx),
    }),
  );
  // {nome, plataforma} → {mensagem, chave, segredo}: the only time the secret is shown.
  api.post(
    '/integracoes/chaves',
    'integracoes.chaves.criar',
    { resposta: respostas.criada, corpo: esquemas.criarChave, status: 201, resumo: 'Cria uma chave de API; o segredo só aparece nesta resposta.' },
    (ctx, { corpo }) => chaves.criarChave(ctx, corpo),
  );
  api.post(
    '/integracoes/chaves/:id/revogar',
    'integracoes.chaves.revogar',
    { resposta: respostas.revogada, parametros: esquemas.porId, resumo: 'Revoga uma chave de API na hora.' },
    (ctx, { parametros }) => chaves.revogarChave(ctx, parametros.id),
  );
  // Header X-Api-Key; {cpf, pontos, referencia, descricao?, plataforma?}. 201 for a new credit, 200 for a replay
  // (nothing created); a reference reused with other points or member is a 409 from the service.
  api.post(
    '/integracoes/pontuacoes',
    'integracoes.pontuacoes.creditar',
    {
      resposta: respostas.creditar,
      corpo: esquemas.creditar,
      status: 201,
      resumo:
        'Uma plataforma parceira credita pontos a um membro (cabeçalho X-Api-Key); idempotente pela referência (repetição: 200; mesma referência com outros dados: 409).',
    },
    async (ctx, { corpo }, _req, res) => {
      const r = await plataforma.creditarPontosPlataforma(ctx, corpo);
      res.status(r.duplicada ? 200 : 201).json(r);
    },
  );
  // Registered before any /pontuacoes/:param route.
  api.get(
    '/pontuacoes/swpro',
    'pontuacoes.plataforma.minhas',
    { resposta: respostas.swpro, resumo: 'Os pontos do membro vindos das plataformas parceiras.' },
    async (ctx) => ({
      pontuacoesSwpro: await plataforma.minhasPontuacoesPlataforma(ctx),
    }),
  );
}

import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as chaves from './chaves.service';
import * as plataforma from './plataforma.service';

/** Integrator API keys (panel, role 2), the integrators' credit call and the member's platform points. */
export function rotasIntegracoes(api: RotasApi) {
  api.get('/integracoes/chaves', 'integracoes.chaves.listar', async (ctx) => ({ chaves: await chaves.listarChaves(ctx) }));
  // {nome, plataforma} → {mensagem, chave, segredo}: the only time the secret is shown.
  api.post('/integracoes/chaves', 'integracoes.chaves.criar', (ctx, req) => chaves.criarChave(ctx, corpo(req.body)), 201);
  api.post('/integracoes/chaves/:id/revogar', 'integracoes.chaves.revogar', (ctx, req) => chaves.revogarChave(ctx, req.params.id));
  // Header X-Api-Key; {cpf, pontos, referencia, descricao?, plataforma?}.
  api.post('/integracoes/pontuacoes', 'integracoes.pontuacoes.creditar', (ctx, req) => plataforma.creditarPontosPlataforma(ctx, corpo(req.body)));
  // Registered before any /pontuacoes/:param route.
  api.get('/pontuacoes/swpro', 'pontuacoes.plataforma.minhas', async (ctx) => ({ pontuacoesSwpro: await plataforma.minhasPontuacoesPlataforma(ctx) }));
}

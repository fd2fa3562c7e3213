import { autorizar } from '../../core/autorizacao';
import { RotasApi } from '../../core/http';
import * as cadastro from '../cadastro/cadastro.service';
import { corpo } from '../../core/validacao';
import * as justificativas from './justificativas.service';
import { exportar } from './parceiros-export';
import * as parceiros from './parceiros-painel.service';

/** Vendedores Lojas, staff side (spec 1 §7). Declared after the member's /parceiros/eu. */
export function rotasParceirosPainel(api: RotasApi) {
  // Two audiences (docs/cadastro-e-senha.md): without a panel token, only whether a CPF exists.
  api.get('/parceiros', 'parceiros.verificarCpfPublico', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    if (!ctx.usuario) return cadastro.cpfCadastrado(ctx, q.cpf);
    autorizar(ctx, 'parceiros.listar');
    if (q.cpf !== undefined) return { parceiros: await parceiros.porCpf(ctx, q.cpf) };
    return parceiros.listar(ctx, q);
  });
  // Without a panel token this is the member's own registration; with one, the staff registration.
  api.post('/parceiros', 'parceiros.cadastrarPublico', (ctx, req) => {
    if (!ctx.usuario) return cadastro.cadastrar(ctx, corpo(req.body), req.get('user-agent'));
    autorizar(ctx, 'parceiros.criar');
    return parceiros.criar(ctx, corpo(req.body));
  }, 201);
  api.get('/parceiros/export', 'parceiros.exportar', (ctx, req, res) => exportar(ctx, req.query as Record<string, unknown>, res));
  api.put('/parceiros/:id', 'parceiros.editar', (ctx, req) => parceiros.atualizar(ctx, parceiros.lerId(req.params.id), corpo(req.body)));
  api.delete('/parceiros/:id', 'parceiros.excluir', (ctx, req) => parceiros.excluir(ctx, parceiros.lerId(req.params.id)));
  api.get('/parceiros/:id/justificativas', 'parceiros.listar', async (ctx, req) =>
    (await justificativas.listar(ctx, parceiros.lerId(req.params.id))).map(justificativas.justificativaRest));
}

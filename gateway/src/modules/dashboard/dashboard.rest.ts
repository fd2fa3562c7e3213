import { RotasApi } from '../../core/http';
import * as dashboard from './dashboard.service';
import * as esquemas from './dashboard.esquemas';
import * as respostas from './dashboard.respostas';

export function rotasDashboard(api: RotasApi) {
  api.get(
    '/dashboard',
    'dashboard.ver',
    { resposta: respostas.dashboard, consulta: esquemas.consultaDashboard, resumo: 'Contadores e os dez mais pontuados, de todas as redes ou de uma.' },
    (ctx, { consulta }) => dashboard.obter(ctx, consulta),
  );
}

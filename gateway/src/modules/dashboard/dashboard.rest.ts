import { RotasApi } from '../../core/http';
import * as dashboard from './dashboard.service';

export function rotasDashboard(api: RotasApi) {
  api.get('/dashboard', 'dashboard.ver', (ctx, req) => dashboard.obter(ctx, { rede: req.query.rede }));
}

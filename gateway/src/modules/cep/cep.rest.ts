import { RotasApi } from '../../core/http';
import * as cep from './cep.service';
import * as esquemas from './cep.esquemas';

export function rotasCep(api: RotasApi) {
  api.get('/cep/:cep', 'cep.consultar', { parametros: esquemas.porCep, resumo: 'O endereço de um CEP, pelo provedor configurado.' }, (ctx, { parametros }) =>
    cep.consultar(ctx, parametros.cep),
  );
}

import { RotasApi } from '../../core/http';
import * as cep from './cep.service';
import * as esquemas from './cep.esquemas';
import * as respostas from './cep.respostas';

export function rotasCep(api: RotasApi) {
  api.get(
    '/cep/:cep',
    'cep.consultar',
    { resposta: respostas.endereco, parametros: esquemas.porCep, resumo: 'O endereço de um CEP, pelo provedor configurado.' },
    (ctx, { parametros }) => cep.consultar(ctx, parametros.cep),
  );
}

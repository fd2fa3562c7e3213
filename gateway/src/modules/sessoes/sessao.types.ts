import { Field, ID, ObjectType } from 'type-graphql';
import { UsuarioDTO } from '../usuarios/usuario.types';
import { ParceiroDTO } from '../parceiros/parceiro.types';

// The id stays Int: panels keep these in the stored session and match them to the reports' networks.
@ObjectType('RedeAntifraude', { description: 'Uma rede em alerta antifraude (algum produto com saldo antifraude negativo).' })
export class RedeAntifraudeDTO {
  @Field(() => ID, { description: 'Id da rede.' }) id: number;
  @Field({ description: 'Nome da rede.' }) nome: string;
}

@ObjectType('SessaoUsuario', { description: 'A sessão aberta pelo login do painel.' })
export class SessaoUsuario {
  @Field({ description: 'O token da sessão (metade do painel do cabeçalho Authorization).' }) token: string;
  @Field(() => UsuarioDTO, { description: 'O usuário que entrou.' }) usuario: UsuarioDTO;
  @Field(() => [RedeAntifraudeDTO], { description: 'As redes em alerta antifraude que o usuário vê (o aviso do menu).' }) redesAntifraude: RedeAntifraudeDTO[];
}

@ObjectType('SessaoParceiro', { description: 'A sessão aberta pelo login (ou cadastro) da loja.' })
export class SessaoParceiro {
  @Field({ description: 'O token da sessão (metade da loja do cabeçalho Authorization).' }) token: string;
  @Field(() => ParceiroDTO, { description: 'O vendedor que entrou.' }) parceiro: ParceiroDTO;
}

/** The names the services and other modules already use. */
export { SessaoUsuario as SessaoUsuarioDTO, SessaoParceiro as SessaoParceiroDTO };

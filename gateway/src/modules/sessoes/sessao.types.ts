import { Field, Int, ObjectType } from 'type-graphql';
import { UsuarioDTO } from '../usuarios/usuario.types';
import { ParceiroDTO } from '../parceiros/parceiro.types';

@ObjectType('RedeAntifraude')
export class RedeAntifraudeDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
}

@ObjectType('SessaoUsuario')
export class SessaoUsuarioDTO {
  @Field() token: string;
  @Field(() => UsuarioDTO) usuario: UsuarioDTO;
  @Field(() => [RedeAntifraudeDTO]) redesAntifraude: RedeAntifraudeDTO[];
}

@ObjectType('SessaoParceiro')
export class SessaoParceiroDTO {
  @Field() token: string;
  @Field(() => ParceiroDTO) parceiro: ParceiroDTO;
}

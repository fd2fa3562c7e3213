import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Usuario } from './usuario.entity';

@ObjectType('Usuario', { description: 'Um usuário do painel (equipe).' })
export class UsuarioDTO {
  @Field(() => ID, { description: 'Identificador do usuário.' }) id: number;
  @Field({ description: 'Nome.' }) nome: string;
  @Field({ description: 'CPF (11 dígitos).' }) cpf: string;
  @Field(() => String, { nullable: true, description: 'Email.' }) email: string | null;
  @Field(() => Int, { description: 'Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus.' }) permissao: number;
  @Field(() => String, { nullable: true, description: 'Ids das lojas permitidas, separados por vírgula (papel Vendedor).' }) idRevendasPermitidas:
    string | null;
  @Field(() => String, { nullable: true, description: 'Ids das redes permitidas, separados por vírgula.' }) idRedesPermitidas: string | null;
  @Field({ description: 'Se o usuário pode entrar no painel (um desativado não entra e suas sessões terminam).' }) ativo: boolean;
}

/** The shape a panel user takes outside the server: never a password hash. */
export function usuarioDTO(
  u: Pick<Usuario, 'id' | 'nome' | 'cpf' | 'email' | 'permissao' | 'idRevendasPermitidas' | 'idRedesPermitidas' | 'ativo'>,
): UsuarioDTO {
  return {
    id: u.id,
    nome: u.nome,
    cpf: u.cpf,
    email: u.email,
    permissao: u.permissao,
    idRevendasPermitidas: u.idRevendasPermitidas?.length ? u.idRevendasPermitidas.join(',') : null,
    idRedesPermitidas: u.idRedesPermitidas?.length ? u.idRedesPermitidas.join(',') : null,
    ativo: u.ativo !== false,
  };
}

import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Usuario } from './usuario.entity';

@ObjectType('Usuario')
export class UsuarioDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field() cpf: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => Int) permissao: number;
  @Field(() => String, { nullable: true, description: 'Comma-separated store ids (role 3).' }) idRevendasPermitidas: string | null;
  @Field(() => String, { nullable: true, description: 'Comma-separated network ids.' }) idRedesPermitidas: string | null;
}

/** The shape a panel user takes outside the server: never a password hash. */
export function usuarioDTO(u: Usuario): UsuarioDTO {
  return {
    id: u.id,
    nome: u.nome,
    cpf: u.cpf,
    email: u.email,
    permissao: u.permissao,
    idRevendasPermitidas: u.idRevendasPermitidas?.length ? u.idRevendasPermitidas.join(',') : null,
    idRedesPermitidas: u.idRedesPermitidas?.length ? u.idRedesPermitidas.join(',') : null,
  };
}

@InputType()
export class PerfilUsuarioInput {
  @Field() nome: string;
  @Field(() => String, { nullable: true }) senha?: string | null;
  @Field(() => String, { nullable: true }) senhaAntiga?: string | null;
}

@InputType()
export class NovoUsuarioInput {
  @Field() nome: string;
  @Field() email: string;
  @Field() cpf: string;
  @Field() senha: string;
  @Field(() => Int) permissao: number;
  @Field(() => String, { nullable: true }) idRevendasPermitidas?: string | null;
  @Field(() => String, { nullable: true }) idRedesPermitidas?: string | null;
}

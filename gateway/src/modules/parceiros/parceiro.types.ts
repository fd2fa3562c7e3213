import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Parceiro } from './parceiro.entity';

@ObjectType('RevendaDoParceiro')
export class RevendaDoParceiroDTO {
  @Field(() => ID) id: number;
  @Field() cnpj: string;
  @Field() nomeFantasia: string;
  @Field(() => Int) tipoPontuacao: number;
  @Field() resgateLiberado: boolean;
}

@ObjectType('Parceiro')
export class ParceiroDTO {
  @Field(() => ID) id: number;
  @Field() nome: string;
  @Field() cpf: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) celular: string | null;
  @Field(() => String, { nullable: true }) telefone: string | null;
  @Field(() => String, { nullable: true }) sexo: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dataNascimento: string | null;
  @Field(() => String, { nullable: true }) endRua: string | null;
  @Field(() => String, { nullable: true }) endNumero: string | null;
  @Field(() => String, { nullable: true }) endComplemento: string | null;
  @Field(() => String, { nullable: true }) endBairro: string | null;
  @Field(() => String, { nullable: true }) endCidade: string | null;
  @Field(() => String, { nullable: true }) endEstado: string | null;
  @Field(() => String, { nullable: true }) endCep: string | null;
  @Field(() => String, { nullable: true }) hobby: string | null;
  @Field(() => String, { nullable: true }) cnpjRevenda: string | null;
  @Field(() => Float) saldoPontos: number;
  @Field(() => Float) totalPontos: number;
  @Field() aceitouRegulamento: boolean;
  @Field() ativo: boolean;
  @Field(() => String, { nullable: true }) idIndicacao: string | null;
  @Field(() => Date, { nullable: true }) ultimoAcessoEm: Date | null;
  @Field(() => RevendaDoParceiroDTO, { nullable: true }) revenda: RevendaDoParceiroDTO | null;
}

/** The member as the member sees themself: never a password hash or a social-login id. */
export function parceiroDTO(p: Parceiro): ParceiroDTO {
  const r = p.revenda;
  return {
    id: p.id,
    nome: p.nome,
    cpf: p.cpf,
    email: p.email,
    celular: p.celular,
    telefone: p.telefone,
    sexo: p.sexo,
    dataNascimento: p.dataNascimento,
    endRua: p.endRua,
    endNumero: p.endNumero,
    endComplemento: p.endComplemento,
    endBairro: p.endBairro,
    endCidade: p.endCidade,
    endEstado: p.endEstado,
    endCep: p.endCep,
    hobby: p.hobby,
    cnpjRevenda: r?.cnpj ?? null,
    saldoPontos: p.saldoPontos,
    totalPontos: p.totalPontos,
    aceitouRegulamento: p.aceitouRegulamento,
    ativo: p.ativo,
    idIndicacao: p.idIndicacao,
    ultimoAcessoEm: p.ultimoAcessoEm,
    revenda: r ? { id: r.id, cnpj: r.cnpj, nomeFantasia: r.nomeFantasia, tipoPontuacao: r.tipoPontuacao, resgateLiberado: r.resgateLiberado } : null,
  };
}

import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { Parceiro } from './parceiro.entity';

@ObjectType('RevendaDoParceiro', { description: 'A loja do membro conectado, com o que muda o que ele pode fazer.' })
export class RevendaDoParceiroDTO {
  @Field(() => ID, { description: 'Identificador da loja.' }) id: number;
  @Field({ description: 'CNPJ da loja (só dígitos).' }) cnpj: string;
  @Field({ description: 'Nome fantasia da loja.' }) nomeFantasia: string;
  @Field(() => Int, { description: 'Como a loja pontua: 0 Sistema, 1 Digitação, 2 Foto.' }) tipoPontuacao: number;
  @Field({ description: 'Se os vendedores da loja podem resgatar.' }) resgateLiberado: boolean;
}

@ObjectType('Parceiro', { description: 'O membro (vendedor) conectado, como ele mesmo se vê.' })
export class ParceiroDTO {
  @Field(() => ID, { description: 'Identificador do membro.' }) id: number;
  @Field({ description: 'Nome completo.' }) nome: string;
  @Field({ description: 'CPF (só dígitos).' }) cpf: string;
  @Field(() => String, { nullable: true, description: 'E-mail.' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'Celular.' }) celular: string | null;
  @Field(() => String, { nullable: true, description: 'Telefone fixo.' }) telefone: string | null;
  @Field(() => String, { nullable: true, description: 'Sexo (F, M ou O).' }) sexo: string | null;
  @Field(() => String, { nullable: true, description: 'Data de nascimento (AAAA-MM-DD).' }) dataNascimento: string | null;
  @Field(() => String, { nullable: true, description: 'Rua do endereço.' }) endRua: string | null;
  @Field(() => String, { nullable: true, description: 'Número do endereço.' }) endNumero: string | null;
  @Field(() => String, { nullable: true, description: 'Complemento do endereço.' }) endComplemento: string | null;
  @Field(() => String, { nullable: true, description: 'Bairro.' }) endBairro: string | null;
  @Field(() => String, { nullable: true, description: 'Cidade.' }) endCidade: string | null;
  @Field(() => String, { nullable: true, description: 'UF (duas letras).' }) endEstado: string | null;
  @Field(() => String, { nullable: true, description: 'CEP.' }) endCep: string | null;
  @Field(() => String, { nullable: true, description: 'Hobby.' }) hobby: string | null;
  @Field(() => String, { nullable: true, description: 'CNPJ da loja do membro.' }) cnpjRevenda: string | null;
  @Field(() => Pontos, { description: 'Saldo de pontos para resgatar.' }) saldoPontos: number;
  @Field(() => Pontos, { description: 'Pontos ganhos desde o cadastro.' }) totalPontos: number;
  @Field({ description: 'Se o membro já aceitou o regulamento.' }) aceitouRegulamento: boolean;
  @Field({ description: 'Se o membro está ativo.' }) ativo: boolean;
  @Field(() => String, { nullable: true, description: 'O código de indicação do membro, para convidar outros.' }) idIndicacao: string | null;
  @Field(() => Date, { nullable: true, description: 'O último acesso do membro.' }) ultimoAcessoEm: Date | null;
  @Field(() => RevendaDoParceiroDTO, { nullable: true, description: 'A loja do membro.' }) revenda: RevendaDoParceiroDTO | null;
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

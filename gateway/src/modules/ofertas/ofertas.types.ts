import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** Panel row of the Ofertas screen (spec 2 §3: id, offerId, nome, pontos, pontosDesconto). */
@ObjectType('Oferta', { description: 'A partner offer of the catalogue; pontos 0 = new, not yet priced.' })
export class OfertaDTO {
  @Field(() => ID) id: number;
  @Field({ description: "The provider's id." }) offerId: string;
  @Field() codigo: string;
  @Field() nome: string;
  @Field() parceiro: string;
  @Field() experiencia: string;
  @Field() categoria: string;
  @Field() tipo: string;
  @Field(() => Float) pontos: number;
  @Field(() => Float, { nullable: true }) pontosAlternativo: number | null;
  @Field(() => Float, { nullable: true, description: 'The price after a discount; null = none.' }) pontosDesconto: number | null;
  @Field() ativo: boolean;
  @Field(() => String, { nullable: true, description: 'The last day it may be redeemed (YYYY-MM-DD); null = no end.' }) validoAte: string | null;
  @Field({ description: "Past its validity (São Paulo calendar): gone from the members' catalogue and never redeemed." }) expirada: boolean;
}

@ObjectType('ResultadoSincronizacaoOfertas')
export class ResultadoSyncDTO {
  @Field(() => Int) atualizadas: number;
  @Field(() => Int) criadas: number;
  @Field(() => Int) total: number;
}

@ObjectType('ResultadoDescontoOfertas')
export class ResultadoDescontoDTO {
  @Field() mensagem: string;
  @Field(() => [OfertaDTO]) ofertas: OfertaDTO[];
}

@ObjectType('SubcategoriaOferta')
export class SubcategoriaDTO {
  @Field(() => ID) id: number;
  @Field() nome: string;
}

@ObjectType('CategoriaOferta')
export class CategoriaDTO {
  @Field(() => ID) id: number;
  @Field() nome: string;
  @Field(() => [SubcategoriaDTO]) subcategories: SubcategoriaDTO[];
}

@ObjectType('ExperienciaOferta')
export class ExperienciaDTO {
  @Field(() => ID) id: number;
  @Field() title: string;
  @Field() description: string;
  @Field(() => String, { nullable: true }) mainImageUrl: string | null;
}

@ObjectType('CidadeOferta')
export class CidadeDTO {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field() localizedName: string;
}

@ObjectType('OfertaLoja', { description: 'An entry of the storefront listing (only priced, active offers).' })
export class OfertaLojaDTO {
  @Field(() => ID) id: number;
  @Field() codigo: string;
  @Field() nome: string;
  @Field(() => Float, { description: 'What the member pays (the discounted price when there is one).' }) pontos: number;
  @Field(() => Float, { nullable: true, description: 'The price before the discount, when discounted.' }) pontosSemDesconto: number | null;
  @Field() parceiro: string;
  @Field(() => String, { nullable: true }) imagem: string | null;
  @Field(() => String, { nullable: true }) cidade: string | null;
}

/** A page of the storefront listing as the service answers it (REST: {premios, total, pagina, porPagina}). */
export interface OfertasLojaPaginaDTO {
  premios: OfertaLojaDTO[];
  total: number;
  pagina: number;
  porPagina: number;
}

@ObjectType('ParceiroOferta')
export class ParceiroOfertaDTO {
  @Field() name: string;
  @Field() description: string;
  @Field(() => String, { nullable: true }) logo: string | null;
}

@ObjectType('LocalOferta')
export class LocalOfertaDTO {
  @Field(() => String, { nullable: true }) address1: string | null;
  @Field(() => String, { nullable: true }) address2: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) region: string | null;
  @Field(() => String, { nullable: true }) postCode: string | null;
  @Field(() => String, { nullable: true }) logo: string | null;
  @Field(() => String, { nullable: true }) website: string | null;
  @Field(() => String, { nullable: true }) phoneNumber: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
}

@ObjectType('DetalheResgatavel', { description: 'GET /api/tlc-offers/{codigo}: a programme prize or a catalogue offer, one shape.' })
export class DetalheDTO {
  @Field({ description: "'premio' | 'oferta'" }) origem: string;
  @Field(() => ID) id: number;
  @Field() codigo: string;
  @Field() nome: string;
  @Field() descricao: string;
  @Field({ description: 'geral | bivolt | credito | recarga' }) tipo: string;
  @Field(() => Float) pontos: number;
  @Field(() => Float, { nullable: true }) pontosAlternativo: number | null;
  @Field(() => Float, { nullable: true }) pontosSemDesconto: number | null;
  @Field(() => String, { nullable: true }) diretorioFoto: string | null;
  @Field(() => [String]) imagens: string[];
  @Field(() => SubcategoriaDTO, { nullable: true }) categoria: SubcategoriaDTO | null;
  @Field(() => SubcategoriaDTO, { nullable: true }) subcategoria: SubcategoriaDTO | null;
  @Field(() => ExperienciaDTO, { nullable: true }) experience: ExperienciaDTO | null;
  @Field(() => ParceiroOfertaDTO, { nullable: true }) partner: ParceiroOfertaDTO | null;
  @Field(() => LocalOfertaDTO, { nullable: true }) location: LocalOfertaDTO | null;
  @Field(() => Int, { nullable: true }) ageFrom: number | null;
  @Field(() => Int, { nullable: true }) ageTo: number | null;
  @Field(() => String, { nullable: true }) offerTerms: string | null;
}

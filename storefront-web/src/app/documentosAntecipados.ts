/**
 * The documents the entry asks ahead (app/antecipacao.ts), by name: loaded with `import()` from here
 * and not from '@sw/client/gql' itself, whose namespace would keep every generated document of both
 * apps (~260 KB) in the chunk instead of the few the storefront's screens use.
 */
export {
  BannersIntervaloDocument,
  DetalheResgatavelDocument,
  MeuExtratoDocument,
  MeuParceiroDocument,
  MeusPontosPorCodigoDocument,
  MeusProximosVencimentosDocument,
  MinhasPontuacoesNaoProcessadasDocument,
  OfertasCategoriasDocument,
  OfertasCidadesDocument,
  OfertasExperienciasDocument,
  OfertasLojaDocument,
} from '@sw/client/gql';

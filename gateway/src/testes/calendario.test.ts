import 'reflect-metadata';
import { diaBr, diaDe, fimDoDiaSql, horaLocal, inicioDoDiaSql, nomeComCarimbo } from '../core/calendario';
import { nomeDaExportacao } from '../core/exportacao-lista';

/** The programme's calendar is São Paulo's, whatever the server's zone (core/calendario.ts). */

// 02:30 UTC on 10 March is still 9 March, 23:30, in São Paulo.
const NOITE = new Date('2026-03-10T02:30:00Z');

it("days and hours are São Paulo's", () => {
  expect(diaDe(NOITE)).toBe('2026-03-09');
  expect(horaLocal(NOITE)).toBe(23);
  expect(diaBr('2026-03-09')).toBe('09/03/2026');
});

it('every exported file is named with Brasília time', () => {
  expect(nomeComCarimbo('pontos_a_expirar', '.csv', NOITE)).toBe('pontos_a_expirar_20260309_233000.csv');
  expect(nomeDaExportacao('pontuacoes', 'all', NOITE)).toBe('pontuacoes_completo_20260309_233000.xlsx');
  expect(nomeDaExportacao('pontuacoes', 'current', NOITE)).toBe('pontuacoes_20260309_233000.xlsx');
});

it('SQL day bounds read a date parameter as a São Paulo day', () => {
  expect(inicioDoDiaSql(':ini')).toBe("(:ini::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'");
  expect(fimDoDiaSql('$2')).toBe("($2::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'");
});

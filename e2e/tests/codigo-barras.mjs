// A real EAN-13 barcode drawn into a Y4M video, for Chromium's fake camera
// (--use-file-for-fake-video-capture): the scanner test points the "camera" at it. No network, no
// image library: the symbol is encoded here (GS1 General Specifications §5.2.1) and written as raw
// luma planes.
import fs from 'node:fs';

/** Left-hand odd parity (A), left-hand even parity (B) and right-hand (C) sets, digit by digit. */
const CONJUNTO_A = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const CONJUNTO_C = CONJUNTO_A.map((m) => [...m].map((b) => (b === '1' ? '0' : '1')).join(''));
const CONJUNTO_B = CONJUNTO_C.map((m) => [...m].reverse().join(''));
/** The first digit is not drawn: it chooses A or B for each of the six left digits. */
const PARIDADE = ['AAAAAA', 'AABABB', 'AABBAB', 'AABBBA', 'ABAABB', 'ABBAAB', 'ABBBAA', 'ABABAB', 'ABABBA', 'ABBABA'];

export function digitoVerificadorEan13(doze) {
  const soma = [...doze].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return String((10 - (soma % 10)) % 10);
}

/** The 95 modules of an EAN-13 symbol ('1' = bar), guard patterns included. */
export function modulosEan13(codigo) {
  if (!/^\d{13}$/.test(codigo) || digitoVerificadorEan13(codigo.slice(0, 12)) !== codigo[12]) {
    throw new Error(`EAN-13 inválido: ${codigo}`);
  }
  const d = [...codigo].map(Number);
  const paridade = PARIDADE[d[0]];
  let modulos = '101';
  for (let i = 0; i < 6; i++) modulos += (paridade[i] === 'A' ? CONJUNTO_A : CONJUNTO_B)[d[i + 1]];
  modulos += '01010';
  for (let i = 7; i < 13; i++) modulos += CONJUNTO_C[d[i]];
  return `${modulos}101`;
}

/**
 * Writes a Y4M file (4:2:0, grey chroma) of `quadros` identical frames showing the barcode centred on
 * white, `largura` × `altura` pixels, each module `modulo` pixels wide with a quiet zone on both sides.
 */
export function gravarVideoEan13(arquivo, codigo, { largura = 640, altura = 480, modulo = 4, quadros = 10 } = {}) {
  const modulos = modulosEan13(codigo);
  const larguraSimbolo = modulos.length * modulo;
  if (larguraSimbolo + 22 * modulo > largura) throw new Error('o código não cabe no quadro com a zona de silêncio');
  const x0 = Math.floor((largura - larguraSimbolo) / 2);
  const alturaBarras = Math.floor(altura * 0.6);
  const y0 = Math.floor((altura - alturaBarras) / 2);
  const luma = Buffer.alloc(largura * altura, 235);
  for (let y = y0; y < y0 + alturaBarras; y++) {
    for (let m = 0; m < modulos.length; m++) {
      if (modulos[m] === '1') luma.fill(16, y * largura + x0 + m * modulo, y * largura + x0 + (m + 1) * modulo);
    }
  }
  const croma = Buffer.alloc((largura / 2) * (altura / 2) * 2, 128);
  const quadro = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), luma, croma]);
  const cabecalho = Buffer.from(`YUV4MPEG2 W${largura} H${altura} F30:1 Ip A1:1 C420jpeg\n`, 'latin1');
  fs.writeFileSync(arquivo, Buffer.concat([cabecalho, ...Array.from({ length: quadros }, () => quadro)]));
}

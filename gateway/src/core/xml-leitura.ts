/**
 * A small streaming XML tokenizer for the parts of an .xlsx (core/xlsx-leitura.ts). Text arrives in
 * chunks; every complete tag is handed to the `ManipuladorXml` as it is found and the unfinished
 * rest waits for the next chunk, so a 30 MB sheet is read with one chunk in memory.
 *
 * Why by hand: a general SAX parser (saxes, the one exceljs uses) spends ~4 s on the 32 MB sheet of
 * 100,000 rows, more than the whole import budget; this one finds tags with `indexOf` and builds
 * attributes only for the elements the reader asks about (~0.5 s). It still checks what makes XML
 * well formed for our purpose: tags nest and close in order, attributes are quoted, entities are
 * the five predefined or numeric ones, and nothing is left open at the end. A DOCTYPE is refused
 * (no entity expansion, no external references): SpreadsheetML never has one.
 */

/** Malformed XML; the reader of the package turns it into the file's own 400. */
export class XmlInvalido extends Error {}
const invalido = () => new XmlInvalido('XML inválido');

export interface ManipuladorXml {
  /** An opening (or self-closing) tag; `nome` without its namespace prefix. */
  abrir(nome: string, tag: TagXml): void;
  fechar(nome: string): void;
}

/**
 * The attributes of the tag being handled (one object, reused for every tag: a handler reads what
 * it needs during `abrir` and keeps no reference).
 */
export class TagXml {
  texto = '';
  inicio = 0;
  fim = 0;

  /** The attribute's value (entities decoded), by its name without prefix. */
  atributo(nome: string): string | undefined {
    const { texto, fim } = this;
    let de = this.inicio;
    for (;;) {
      const i = texto.indexOf(nome, de);
      if (i < 0 || i >= fim) return undefined;
      de = i + nome.length;
      // The whole name (after a space or a namespace prefix), then '=' and a quoted value.
      const antes = texto.charCodeAt(i - 1);
      if (antes !== 0x20 && antes !== 0x3a && antes !== 0x09 && antes !== 0x0a && antes !== 0x0d) continue;
      let j = de;
      while (texto.charCodeAt(j) === 0x20) j++;
      if (texto.charCodeAt(j) !== 0x3d /* = */) continue;
      j++;
      while (texto.charCodeAt(j) === 0x20) j++;
      const aspa = texto[j];
      if (aspa !== '"' && aspa !== "'") continue;
      const f = texto.indexOf(aspa, j + 1);
      if (f < 0 || f >= fim) return undefined;
      return decodificarXml(texto.slice(j + 1, f));
    }
  }
}

const ENTIDADES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
});

/** Replaces the predefined and numeric character references; any other entity makes the file invalid. */
export function decodificarXml(bruto: string): string {
  if (bruto.indexOf('&') < 0) return bruto;
  return bruto.replace(/&([^;&\s]{1,10});/g, (_, ref: string) => {
    if (ref[0] === '#') {
      const codigo = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isInteger(codigo) || codigo < 0 || codigo > 0x10ffff) throw invalido();
      return String.fromCodePoint(codigo);
    }
    const texto = ENTIDADES[ref];
    if (texto === undefined) throw invalido();
    return texto;
  });
}

export class LeitorXml {
  private resto = '';
  /** Names of the open elements, as written and without prefix. */
  private pilha: string[] = [];
  private locais: string[] = [];
  private raiz = false;
  /** Raw text gathered since `capturar()`; decoded by `texto()`. */
  private bruto: string | null = null;
  private readonly tagAtual = new TagXml();
  private readonly memo = { texto: '', simples: -1 };

  constructor(private readonly manipulador: ManipuladorXml) {}

  /** Starts gathering the character data that follows (until `texto()` is read). */
  capturar(): void {
    this.bruto = '';
  }

  /** The text gathered since `capturar()`, decoded; stops gathering. */
  texto(): string {
    const t = this.bruto === null ? '' : decodificarXml(this.bruto);
    this.bruto = null;
    return t;
  }

  escrever(parte: string): void {
    const s = this.resto ? this.resto + parte : parte;
    this.resto = '';
    let pos = 0;
    const n = s.length;
    while (pos < n) {
      const lt = s.indexOf('<', pos);
      if (lt < 0) {
        if (this.bruto !== null) this.bruto += s.slice(pos);
        return;
      }
      if (lt > pos && this.bruto !== null) this.bruto += s.slice(pos, lt);
      const fim = this.tag(s, lt);
      if (fim < 0) {
        this.resto = s.slice(lt);
        return;
      }
      pos = fim;
    }
  }

  /** The end of the document: everything opened must have been closed. */
  terminar(): void {
    if (this.resto.trim() || this.pilha.length || !this.raiz) throw invalido();
  }

  /** Handles the markup at `lt`; returns the position after it, or -1 when it is not complete yet. */
  private tag(s: string, lt: number): number {
    const c = s.charCodeAt(lt + 1);
    if (Number.isNaN(c)) return -1;
    if (c === 0x3f /* ? */) {
      const f = s.indexOf('?>', lt + 2);
      return f < 0 ? -1 : f + 2;
    }
    if (c === 0x21 /* ! */) {
      if (s.length < lt + 9) return -1;
      if (s.startsWith('<!--', lt)) {
        const f = s.indexOf('-->', lt + 4);
        return f < 0 ? -1 : f + 3;
      }
      if (s.startsWith('<![CDATA[', lt)) {
        const f = s.indexOf(']]>', lt + 9);
        if (f < 0) return -1;
        // Kept as raw text with the markup characters escaped, so `texto()` gives them back as written.
        if (this.bruto !== null) this.bruto += s.slice(lt + 9, f).replace(/&/g, '&amp;');
        return f + 3;
      }
      throw invalido();
    }
    const gt = fimDaTag(s, lt + 1, this.memo);
    if (gt < 0) return -1;
    if (c === 0x2f /* / */) {
      // The name of the element open on top, then only spaces before '>'.
      const aberto = this.pilha.pop();
      if (aberto === undefined || !s.startsWith(aberto, lt + 2)) throw invalido();
      for (let k = lt + 2 + aberto.length; k < gt; k++) {
        const ch = s.charCodeAt(k);
        if (ch !== 0x20 && ch !== 0x09 && ch !== 0x0a && ch !== 0x0d) throw invalido();
      }
      this.manipulador.fechar(this.locais.pop()!);
      return gt + 1;
    }
    let fimNome = lt + 1;
    while (fimNome < gt) {
      const k = s.charCodeAt(fimNome);
      if (k === 0x20 || k === 0x2f || k === 0x09 || k === 0x0a || k === 0x0d) break;
      fimNome++;
    }
    const nome = s.slice(lt + 1, fimNome);
    if (!nome) throw invalido();
    const autoFechada = s.charCodeAt(gt - 1) === 0x2f;
    if (!this.pilha.length) {
      if (this.raiz) throw invalido();
      this.raiz = true;
    }
    const dois = nome.indexOf(':');
    const local = dois < 0 ? nome : nome.slice(dois + 1);
    const tag = this.tagAtual;
    tag.texto = s;
    tag.inicio = fimNome;
    tag.fim = autoFechada ? gt - 1 : gt;
    this.manipulador.abrir(local, tag);
    if (autoFechada) this.manipulador.fechar(local);
    else {
      this.pilha.push(nome);
      this.locais.push(local);
    }
    return gt + 1;
  }
}

/** The `>` that ends the tag begun before `de`, outside quoted attribute values; -1 if not there yet. */
function fimDaTag(s: string, de: number, memo: { texto: string; simples: number }): number {
  let gt = s.indexOf('>', de);
  if (gt < 0) return -1;
  // The next single quote of this chunk, searched again only once passed (the chunk is read forward).
  if (memo.texto !== s || (memo.simples >= 0 && memo.simples < de)) {
    memo.texto = s;
    memo.simples = s.indexOf("'", de);
  }
  const simples = memo.simples;
  if (simples < 0 || simples > gt) {
    // Only double quotes before the '>' (the usual case): skip each "..." value whole.
    let i = de;
    for (;;) {
      const q = s.indexOf('"', i);
      if (q < 0 || q > gt) return gt;
      const fecha = s.indexOf('"', q + 1);
      if (fecha < 0) return -1;
      i = fecha + 1;
      if (fecha > gt) {
        gt = s.indexOf('>', i);
        if (gt < 0) return -1;
      }
    }
  }
  // Single quotes too: a character at a time.
  let aspa = 0;
  for (let k = de; k < s.length; k++) {
    const ch = s.charCodeAt(k);
    if (aspa) {
      if (ch === aspa) aspa = 0;
    } else if (ch === 0x22 || ch === 0x27) aspa = ch;
    else if (ch === 0x3e) return k;
  }
  return -1;
}

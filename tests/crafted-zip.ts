import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A zip written byte by byte, so that its headers can say what the test wants: each entry's
 * deflated data (by default "<x/>"), the size its headers declare unpacked and its checksum.
 */
export function zipOf(
  entries: { name: string; deflated?: Buffer; declared?: number; crc?: number }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { name, deflated = deflateRawSync("<x/>"), declared = 4, crc = crc32("<x/>") } = entry;
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * An .xlsx-shaped zip whose worksheet unpacks to 2.4 GB of zeros from about 2.5 MB, while its
 * headers declare 1 KB: 1 MB of zeros deflated and flushed so that the piece stands alone,
 * repeated 2,400 times. Its checksum is right, as an attacker's would be.
 */
export function zipBomb(): Buffer {
  const zeros = Buffer.alloc(1024 * 1024);
  const piece = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const pieces = 2400;
  const last = Buffer.from([0x03, 0x00]);
  const bomb = Buffer.concat([...Array.from({ length: pieces }, () => piece), last]);
  let crc = 0;
  for (let n = 0; n < pieces; n++) crc = crc32(zeros, crc);
  return zipOf([
    { name: "xl/worksheets/sheet1.xml", deflated: bomb, declared: 1024, crc },
    { name: "xl/workbook.xml" },
  ]);
}

/** Pinch valve sleeve elastomers and their maximum temperature in °C. */
export const ELASTOMERS: { material: string; maxC: number }[] = [
  { material: "NR standard", maxC: 80 },
  { material: "NR SKAZ", maxC: 80 },
  { material: "NR LQ-clear", maxC: 80 },
  { material: "NR E-conductive", maxC: 80 },
  { material: "NR LQ-black", maxC: 100 },
  { material: "CR", maxC: 100 },
  { material: "NBR", maxC: 100 },
  { material: "NBR LQ-clear", maxC: 100 },
  { material: "NBR E-conductive", maxC: 100 },
  { material: "SBR", maxC: 100 },
  { material: "FPM", maxC: 100 },
  { material: "IIR", maxC: 100 },
  { material: "CSM", maxC: 100 },
  { material: "EPDM", maxC: 120 },
  { material: "EPDM LQ-clear", maxC: 120 },
  { material: "MQ", maxC: 150 },
];

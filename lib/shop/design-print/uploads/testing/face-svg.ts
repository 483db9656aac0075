import sharp from 'sharp'

/**
 * A face drawn in code for the face-detector test (no photos of people in the repository): a
 * skin-tone oval with radial shading, hair, ears, brows, eyes with iris and pupil, a nose shadow,
 * cheeks and a mouth, softened a little like a photo. The tiny face detector finds it (score about
 * 0.6 to 0.9 at the sizes below). The face is centred at (cx, cy); s = 1 makes it about 130 × 170 px.
 */
export function faceSvg(w: number, h: number, cx: number, cy: number, s: number): string {
  const f = (n: number) => (n * s).toFixed(1)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<radialGradient id="skin" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#f1c7a5"/><stop offset="0.7" stop-color="#dca27c"/><stop offset="1" stop-color="#a86b4a"/></radialGradient>
<radialGradient id="bg" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="#b8c4cc"/><stop offset="1" stop-color="#5d6a73"/></radialGradient>
<linearGradient id="nose" x1="0" x2="1"><stop offset="0" stop-color="#b77a58" stop-opacity="0"/><stop offset="0.5" stop-color="#9c6244" stop-opacity="0.6"/><stop offset="1" stop-color="#b77a58" stop-opacity="0"/></linearGradient>
<radialGradient id="cheek" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#e08a7a" stop-opacity="0.45"/><stop offset="1" stop-color="#e08a7a" stop-opacity="0"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="${f(1.5)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g transform="translate(${cx} ${cy})">
<path d="M${f(-60)} ${f(110)} Q0 ${f(135)} ${f(60)} ${f(110)} L${f(130)} ${f(220)} L${f(-130)} ${f(220)} Z" fill="#3d4f6a"/>
<rect x="${f(-28)}" y="${f(70)}" width="${f(56)}" height="${f(60)}" fill="#c98f6b"/>
<ellipse cx="0" cy="${f(-30)}" rx="${f(80)}" ry="${f(90)}" fill="#3a2618"/>
<ellipse cx="${f(-66)}" cy="${f(5)}" rx="${f(10)}" ry="${f(18)}" fill="#d29a76"/>
<ellipse cx="${f(66)}" cy="${f(5)}" rx="${f(10)}" ry="${f(18)}" fill="#d29a76"/>
<ellipse cx="0" cy="0" rx="${f(64)}" ry="${f(84)}" fill="url(#skin)"/>
<path d="M${f(-66)} ${f(-20)} Q${f(-60)} ${f(-95)} 0 ${f(-92)} Q${f(60)} ${f(-95)} ${f(66)} ${f(-20)} Q${f(40)} ${f(-70)} 0 ${f(-62)} Q${f(-40)} ${f(-70)} ${f(-66)} ${f(-20)} Z" fill="#3a2618"/>
<g filter="url(#soft)">
<path d="M${f(-42)} ${f(-26)} Q${f(-26)} ${f(-36)} ${f(-10)} ${f(-27)}" stroke="#3a2618" stroke-width="${f(6)}" fill="none" stroke-linecap="round"/>
<path d="M${f(42)} ${f(-26)} Q${f(26)} ${f(-36)} ${f(10)} ${f(-27)}" stroke="#3a2618" stroke-width="${f(6)}" fill="none" stroke-linecap="round"/>
<ellipse cx="${f(-25)}" cy="${f(-10)}" rx="${f(17)}" ry="${f(10)}" fill="#8a5a44" opacity="0.5"/>
<ellipse cx="${f(25)}" cy="${f(-10)}" rx="${f(17)}" ry="${f(10)}" fill="#8a5a44" opacity="0.5"/>
<ellipse cx="${f(-25)}" cy="${f(-8)}" rx="${f(13)}" ry="${f(6.5)}" fill="#f4efe9"/>
<ellipse cx="${f(25)}" cy="${f(-8)}" rx="${f(13)}" ry="${f(6.5)}" fill="#f4efe9"/>
<circle cx="${f(-25)}" cy="${f(-8)}" r="${f(5.5)}" fill="#4a3020"/><circle cx="${f(25)}" cy="${f(-8)}" r="${f(5.5)}" fill="#4a3020"/>
<circle cx="${f(-25)}" cy="${f(-8)}" r="${f(2.5)}" fill="#0c0806"/><circle cx="${f(25)}" cy="${f(-8)}" r="${f(2.5)}" fill="#0c0806"/>
<path d="M${f(-7)} ${f(-2)} L${f(-10)} ${f(26)} Q0 ${f(34)} ${f(10)} ${f(26)} L${f(7)} ${f(-2)}" fill="url(#nose)"/>
<ellipse cx="${f(-7)}" cy="${f(27)}" rx="${f(5)}" ry="${f(3)}" fill="#7a4a34" opacity="0.7"/>
<ellipse cx="${f(7)}" cy="${f(27)}" rx="${f(5)}" ry="${f(3)}" fill="#7a4a34" opacity="0.7"/>
<ellipse cx="${f(-38)}" cy="${f(22)}" rx="${f(16)}" ry="${f(12)}" fill="url(#cheek)"/>
<ellipse cx="${f(38)}" cy="${f(22)}" rx="${f(16)}" ry="${f(12)}" fill="url(#cheek)"/>
<path d="M${f(-24)} ${f(48)} Q0 ${f(42)} ${f(24)} ${f(48)} Q0 ${f(64)} ${f(-24)} ${f(48)} Z" fill="#a4524a"/>
<path d="M${f(-24)} ${f(48)} Q0 ${f(53)} ${f(24)} ${f(48)}" stroke="#5e2a26" stroke-width="${f(2)}" fill="none"/>
</g></g></svg>`
}

/** The drawn face as a JPEG, as a customer's photo would arrive. */
export async function drawnFaceJpeg(w: number, h: number, cx: number, cy: number, s: number) {
  return new Uint8Array(
    await sharp(Buffer.from(faceSvg(w, h, cx, cy, s)))
      .jpeg({ quality: 90 })
      .toBuffer(),
  )
}

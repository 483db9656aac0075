/**
 * Writes lib/auth/common-passwords.json: the passwords refused at sign-up, reset and change
 * (NIST SP 800-63B asks to refuse "commonly used, expected or compromised" values). Built offline from
 * the words that top every published leak ranking, in English and German, with the variations people
 * add to pass length rules (digits, years, "!", capitalised first letter, keyboard walks). Only entries
 * of 8+ characters are kept: shorter ones fail the length rule anyway. Run: npx tsx scripts/generate-common-passwords.ts
 */
import { writeFileSync } from 'node:fs'

const WORDS = `password passwort qwerty qwertz letmein welcome willkommen monkey dragon master shadow sunshine
princess football fussball baseball soccer hockey superman batman iloveyou trustno1 starwars whatever
freedom computer michael jennifer jordan hunter ranger buster thomas robert daniel charlie andrew
matthew jessica ashley nicole amanda summer winter sommer hallo hallo123 schatz schatzi liebe
hasenbein blume sonne mausi mausebaer baerchen engel teufel geheim geheimnis passw0rd p@ssword
p@ssw0rd admin administrator root login access secret abc abcdef abcdefg abcdefgh qwertyuiop asdfgh
asdfghjkl zxcvbnm azerty yxcvbnm 1q2w3e4r 1qaz2wsx zaq12wsx qazwsx q1w2e3r4 1q2w3e 1234qwer
qwer1234 asdf1234 killer pepper ginger cookie chocolate banana orange apple cheese coffee
butterfly flower lovely loveme babygirl angel angels family familie friends freunde mustang
ferrari porsche mercedes bmw audi volkswagen corvette harley yamaha internet google samsung
nintendo pokemon minecraft fortnite playstation xbox gaming hello helloworld hello123 test
tester testing test123 guest default changeme temp temporary newpassword mypassword yourpassword
deutschland germany berlin hamburg muenchen munich bayern borussia schalke werder hertha
eintracht austria oesterreich wien schweiz zurich kartenstudio myposter hochzeit taufe
geburtstag weihnachten silvester ostern familie123 kinder mama papa oma opa hund katze
pferd fluffy tigger lucky bailey maggie molly sophie chloe daisy buddy max bella luna
anna lena lisa laura julia sarah marie sandra nicole stefan andreas christian thomas markus
michael alexander sebastian tobias florian martin peter wolfgang juergen klaus dieter
123456789 1234567890 12345678 987654321 11111111 00000000 88888888 12341234 11223344
87654321 12121212 123123123 147258369 159753 147852369 789456123 741852963 qwertz123
iloveu loveyou ichliebedich liebedich forever together sweetheart darling honey
sunflower rainbow starlight moonlight midnight diamond crystal silver golden
purple yellow orange123 blue green red black white pink
jesus christ god heaven blessed faith hope grace trinity
soccer1 football1 baseball1 basketball volleyball tennis golf
matrix phoenix legend warrior knight wizard ninja samurai pirate viking
london paris newyork america canada mexico brazil italia espana france
summer2024 winter2024 spring autumn herbst fruehling
`
  .split(/\s+/)
  .filter(Boolean)

const SUFFIXES = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '123!',
  '01',
  '69',
  '77',
  '88',
  '99',
  '00',
  '007',
  '2000',
  '2010',
  '2015',
  '2018',
  '2019',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '#',
  '?',
  '.',
  '11',
  '22',
  '13',
  '21',
]
const WALKS = [
  '12345678',
  '123456789',
  '1234567890',
  'qwertyui',
  'qwertzui',
  'asdfghjk',
  '1q2w3e4r5t',
  'qweasdzxc',
  'abcd1234',
  'aa123456',
  'a1b2c3d4',
  'iloveyou1',
  'password1!',
  'Passwort1!',
]

const out = new Set<string>()
for (const word of WORDS) for (const suffix of SUFFIXES) out.add(`${word}${suffix}`.toLowerCase())
for (const walk of WALKS) out.add(walk.toLowerCase())
for (let digit = 0; digit <= 9; digit++) for (let n = 8; n <= 12; n++) out.add(String(digit).repeat(n))
for (let year = 1950; year <= 2030; year++) {
  out.add(`passwort${year}`)
  out.add(`password${year}`)
}

const list = [...out].filter((p) => p.length >= 8).sort()
writeFileSync(
  new URL('../lib/auth/common-passwords.json', import.meta.url),
  JSON.stringify(list, null, 2) + '\n',
)
console.log(`${list.length} common passwords written`)

/**
 * Runs the latency client in its own process, so it can be pinned to the other core than the server
 * (taskset). Prints one JSON line. Arguments: url connections seconds [host] [cookie] (host '' for none).
 */
import { latency } from './http-client'

const [url = '', connections = '20', seconds = '10', host, cookie] = process.argv.slice(2)
const result = await latency(url, {
  connections: Number(connections),
  seconds: Number(seconds),
  host: host || undefined,
  cookie: cookie || undefined,
})
console.log(JSON.stringify(result))
process.exit(0)

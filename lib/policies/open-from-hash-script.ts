/**
 * The inline script that gives each policy section its deep-linked state as the parser inserts it.
 * It runs before the sections are parsed, so whenever the browser first paints (the external stylesheet
 * may arrive mid-parse), every section already painted is open or closed as it will stay: no layout shift.
 * Only a hash naming one of `ids` changes anything; it also opens the section a later hash change names
 * (before hydration, `OpenSectionFromHash` takes that over after), read from the event's new URL:
 * Next's router, as it hydrates, may put back the URL it started with before the event is dispatched.
 */
export function openFromHashScript(ids: readonly string[]): string {
  // `<` escaped so an id can never close the script element.
  const idList = JSON.stringify(ids).replace(/</g, '\\u003c');
  return `(function(list,ids){function hash(url){try{return decodeURIComponent(new URL(url).hash.slice(1))}catch(e){return''}}\
function open(e){var t=document.getElementById(hash(e.newURL));if(t&&t.tagName==='DETAILS')t.open=true}\
var id=hash(location.href);if(ids.indexOf(id)>=0){var m=new MutationObserver(function(records){records.forEach(function(r){\
r.addedNodes.forEach(function(d){if(d.tagName==='DETAILS')d.open=d.id===id})})});m.observe(list,{childList:true});\
addEventListener('DOMContentLoaded',function(){m.disconnect()})}addEventListener('hashchange',open)})\
(document.currentScript.parentNode,${idList})`;
}
